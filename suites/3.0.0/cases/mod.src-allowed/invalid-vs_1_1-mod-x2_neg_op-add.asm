// case: mod.src-allowed/invalid/vs_1_1/mod-x2_neg_op-add (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: x2_neg, op: add}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, -r1_x2, r1
mov oPos, v0
