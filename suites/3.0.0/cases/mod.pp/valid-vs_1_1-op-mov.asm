// case: mod.pp/valid/vs_1_1/op-mov (validate)
// expect: valid
// case: mod.pp/assemble/vs_1_1/op-mov (assemble)
// expect: the tokens of valid-vs_1_1-op-mov.bin
// origin: template shift {op: mov}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1
mov oPos, v0
