// case: mod.src-allowed/invalid/vs_2_0/mod-bx2_neg_op-add (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bx2_neg, op: add}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, -r1_bx2, r1
mov oPos, v0
