// case: mod.src-allowed/invalid/vs_1_1/mod-abs_neg_op-mul (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: abs_neg, op: mul}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mul r0, -r1_abs, r1
mov oPos, v0
