// case: swz.ps20/valid/ps_2_0/op-add_swz-wwww (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_0/op-add_swz-wwww (assemble)
// expect: the tokens of valid-ps_2_0-op-add_swz-wwww.bin
// origin: template swizzle {op: add, swz: wwww}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.wwww, r1
mov oC0, c0
