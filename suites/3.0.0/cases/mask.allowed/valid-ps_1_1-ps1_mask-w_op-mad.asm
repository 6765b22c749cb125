// case: mask.allowed/valid/ps_1_1/ps1_mask-w_op-mad (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_1/ps1_mask-w_op-mad (assemble)
// expect: the tokens of valid-ps_1_1-ps1_mask-w_op-mad.bin
// origin: template mask {mask: w, op: mad}
ps_1_1
mov r1, c0
mad r0.w, r1, r1, r1
mov r0, c0
