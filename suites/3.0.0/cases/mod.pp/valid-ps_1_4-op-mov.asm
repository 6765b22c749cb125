// case: mod.pp/valid/ps_1_4/op-mov (validate)
// expect: valid
// case: mod.pp/assemble/ps_1_4/op-mov (assemble)
// expect: the tokens of valid-ps_1_4-op-mov.bin
// origin: template shift {op: mov}
ps_1_4
mov r1, c0
mov r0, r1
mov r0, c0
