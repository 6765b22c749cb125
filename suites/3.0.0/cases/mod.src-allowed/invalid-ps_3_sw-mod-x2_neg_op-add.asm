// case: mod.src-allowed/invalid/ps_3_sw/mod-x2_neg_op-add (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: x2_neg, op: add}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
add r0, -r1_x2, r1
mov oC0, c0
