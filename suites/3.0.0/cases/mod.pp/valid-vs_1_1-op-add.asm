// case: mod.pp/valid/vs_1_1/op-add (validate)
// expect: valid
// case: mod.pp/assemble/vs_1_1/op-add (assemble)
// expect: the tokens of valid-vs_1_1-op-add.bin
// origin: template shift {op: add}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oPos, v0
