// case: mod.src-allowed/invalid/vs_3_0/mod-dw_op-mul (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: dw, op: mul}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mul r0, r1_dw, r1
mov o0, v0
