// case: mod.shift/valid/vs_2_0/none_op-mad (validate)
// expect: valid
// case: mod.shift/assemble/vs_2_0/none_op-mad (assemble)
// expect: the tokens of valid-vs_2_0-none_op-mad.bin
// origin: template shift {op: mad}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, r1, r1
mov oPos, v0
