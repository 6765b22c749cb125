// case: mod.shift/valid/ps_1_1/none_op-mad (validate)
// expect: valid
// case: mod.shift/assemble/ps_1_1/none_op-mad (assemble)
// expect: the tokens of valid-ps_1_1-none_op-mad.bin
// origin: template shift {op: mad}
ps_1_1
mov r1, c0
mad r0, r1, r1, r1
mov r0, c0
