// case: mod.centroid/valid/ps_3_0/op-add (validate)
// expect: valid
// case: mod.centroid/assemble/ps_3_0/op-add (assemble)
// expect: the tokens of valid-ps_3_0-op-add.bin
// origin: template shift {op: add}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oC0, c0
