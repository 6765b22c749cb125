// case: mod.shift/valid/ps_1_1/none_op-add (validate)
// expect: valid
// case: mod.shift/assemble/ps_1_1/none_op-add (assemble)
// expect: the tokens of valid-ps_1_1-none_op-add.bin
// origin: template shift {op: add}
ps_1_1
mov r1, c0
add r0, r1, r1
mov r0, c0
