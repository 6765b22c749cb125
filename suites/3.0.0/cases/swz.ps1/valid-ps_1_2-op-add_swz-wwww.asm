// case: swz.ps1/valid/ps_1_2/op-add_swz-wwww (validate)
// expect: valid
// case: swz.ps1/assemble/ps_1_2/op-add_swz-wwww (assemble)
// expect: the tokens of valid-ps_1_2-op-add_swz-wwww.bin
// origin: template swizzle {op: add, swz: wwww}
ps_1_2
mov r1, c0
add r0, r1.wwww, r1
mov r0, c0
