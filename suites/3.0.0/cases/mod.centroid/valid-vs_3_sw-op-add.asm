// case: mod.centroid/valid/vs_3_sw/op-add (validate)
// expect: valid
// case: mod.centroid/assemble/vs_3_sw/op-add (assemble)
// expect: the tokens of valid-vs_3_sw-op-add.bin
// origin: template shift {op: add}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov o0, v0
