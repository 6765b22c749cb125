// case: mod.pp/valid/vs_2_sw/op-add (validate)
// expect: valid
// case: mod.pp/assemble/vs_2_sw/op-add (assemble)
// expect: the tokens of valid-vs_2_sw-op-add.bin
// origin: template shift {op: add}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oPos, v0
