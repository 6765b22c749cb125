// case: mod.src-allowed/invalid/vs_2_0/mod-dw_op-mad (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: dw, op: mad}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1_dw, r1, r1
mov oPos, v0
