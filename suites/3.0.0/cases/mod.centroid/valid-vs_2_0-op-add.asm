// case: mod.centroid/valid/vs_2_0/op-add (validate)
// expect: valid
// case: mod.centroid/assemble/vs_2_0/op-add (assemble)
// expect: the tokens of valid-vs_2_0-op-add.bin
// origin: template shift {op: add}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oPos, v0
