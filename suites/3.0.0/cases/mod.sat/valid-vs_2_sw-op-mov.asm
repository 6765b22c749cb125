// case: mod.sat/valid/vs_2_sw/op-mov (validate)
// expect: valid
// case: mod.sat/assemble/vs_2_sw/op-mov (assemble)
// expect: the tokens of valid-vs_2_sw-op-mov.bin
// origin: template shift {op: mov}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1
mov oPos, v0
