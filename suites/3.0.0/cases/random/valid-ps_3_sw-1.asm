// case: random/valid/ps_3_sw/1 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/1 (assemble)
// expect: the tokens of valid-ps_3_sw-1.bin
// origin: random seed 1 ps_3_sw #1
ps_3_sw
defb b14, false
dcl_2d s8
dcl_2d s3
dcl_2d s10
defb b16, true
dcl vPos.y
defi i57, 4, 0, 1, 0
dp4_pp r20, c2, c3
m3x3 r8.xyz, r20, c5914
texkill r20
dsy r14, c3
mov r10, r20.yzzy
m3x4 r17, r20, c510
texkill r14
texld r5, r20, s8
mul r18, r10.yzy, c8191.xxzw
m3x4_sat r26, r18.xzzy, c2157
mul_sat_pp oC0.yw, r20, c1.wwwx
mad oC1, r18, c8191, r17
min oC2, r17_abs.ywz, r10
mov_pp oC3, r17
