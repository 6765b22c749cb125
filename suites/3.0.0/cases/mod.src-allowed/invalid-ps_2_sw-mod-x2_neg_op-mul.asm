// case: mod.src-allowed/invalid/ps_2_sw/mod-x2_neg_op-mul (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: x2_neg, op: mul}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mul r0, -r1_x2, r1
mov oC0, c0
