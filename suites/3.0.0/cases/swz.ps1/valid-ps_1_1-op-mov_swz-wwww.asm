// case: swz.ps1/valid/ps_1_1/op-mov_swz-wwww (validate)
// expect: valid
// case: swz.ps1/assemble/ps_1_1/op-mov_swz-wwww (assemble)
// expect: the tokens of valid-ps_1_1-op-mov_swz-wwww.bin
// origin: template swizzle {op: mov, swz: wwww}
ps_1_1
mov r1, c0
mov r0, r1.wwww
mov r0, c0
