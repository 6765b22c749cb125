// case: mod.shift/valid/ps_2_x/none_op-mad (validate)
// expect: valid
// case: mod.shift/assemble/ps_2_x/none_op-mad (assemble)
// expect: the tokens of valid-ps_2_x-none_op-mad.bin
// origin: template shift {op: mad}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, r1, r1
mov oC0, c0
