// case: mod.src-allowed/invalid/ps_2_0/mod-bx2_neg_op-mul (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bx2_neg, op: mul}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mul r0, -r1_bx2, r1
mov oC0, c0
