// case: mask.allowed/valid/ps_1_2/ps1_mask-w_op-mov (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_2/ps1_mask-w_op-mov (assemble)
// expect: the tokens of valid-ps_1_2-ps1_mask-w_op-mov.bin
// origin: template mask {mask: w, op: mov}
ps_1_2
mov r1, c0
mov r0.w, r1
mov r0, c0
