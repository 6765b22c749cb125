// case: mod.shift/valid/ps_3_0/none_op-mov (validate)
// expect: valid
// case: mod.shift/assemble/ps_3_0/none_op-mov (assemble)
// expect: the tokens of valid-ps_3_0-none_op-mov.bin
// origin: template shift {op: mov}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1
mov oC0, c0
