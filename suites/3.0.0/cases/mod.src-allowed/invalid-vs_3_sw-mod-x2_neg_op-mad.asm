// case: mod.src-allowed/invalid/vs_3_sw/mod-x2_neg_op-mad (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: x2_neg, op: mad}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, -r1_x2, r1, r1
mov o0, v0
