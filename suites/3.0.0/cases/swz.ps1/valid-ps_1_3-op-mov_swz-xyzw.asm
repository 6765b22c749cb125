// case: swz.ps1/valid/ps_1_3/op-mov_swz-xyzw (validate)
// expect: valid
// case: swz.ps1/assemble/ps_1_3/op-mov_swz-xyzw (assemble)
// expect: the tokens of valid-ps_1_3-op-mov_swz-xyzw.bin
// origin: template swizzle {op: mov, swz: xyzw}
ps_1_3
mov r1, c0
mov r0, r1.xyzw
mov r0, c0
