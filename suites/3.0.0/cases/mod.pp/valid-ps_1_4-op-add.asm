// case: mod.pp/valid/ps_1_4/op-add (validate)
// expect: valid
// case: mod.pp/assemble/ps_1_4/op-add (assemble)
// expect: the tokens of valid-ps_1_4-op-add.bin
// origin: template shift {op: add}
ps_1_4
mov r1, c0
add r0, r1, r1
mov r0, c0
