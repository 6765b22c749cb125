// case: mod.shift/valid/vs_2_x/none_op-mov (validate)
// expect: valid
// case: mod.shift/assemble/vs_2_x/none_op-mov (assemble)
// expect: the tokens of valid-vs_2_x-none_op-mov.bin
// origin: template shift {op: mov}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1
mov oPos, v0
