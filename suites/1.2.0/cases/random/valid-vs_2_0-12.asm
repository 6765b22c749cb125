// case: random/valid/vs_2_0/12 (validate)
// expect: valid
// case: random/assemble/vs_2_0/12 (assemble)
// expect: the tokens of valid-vs_2_0-12.bin
// origin: random seed 1 vs_2_0 #12
vs_2_0
defb b15, true
dcl_position v1
def c47, -2.0517245e-8, -1.0, 0.125, 2.0
def c49, 0.25, 0.5, 2.0, -2.0
defi i15, 3, 3, 2, 0
defb b7, true
defi i1, 4, 0, 1, 0
max r1, v1, c0
nop
max r0, -c2.xzwx, -r1.yywy
m4x4 r2, -v1.zzwy, c205
logp r7.xzw, -c2.z
loop aL, i15
    nop
    m3x4 r8, v1, c198
    abs r9, r2
    crs r7.xyz, c8[aL], c255
    dst r9, -r7.wyxz, -c4[aL]
    mad r8, r0.xyyx, c4[aL].xzy, r0
    abs r11, c4[aL].zzyz
    exp r9.yz, c3.z
    dp3 r8.xzw, -r7.xywy, r11.ywyw
    min r5, r2.yxzw, c8[aL].zxyz
    dst r6, r11, r0
    abs r9, -r5
    mov r5.y, r7
    dp3 r6, c2, c4[aL]
    m4x3 r11.xyz, r2.wzwy, c119
    rsq r9, r2.w
    pow r1, -r2.y, c255.y
endloop
mov oPos, -r1
mov oD0.xy, c2
min oD1.yzw, r2.xxzy, c0
mov oT0.x, -r7
min oT4.x, c0, r7.xxxy
mov oPts, r1.z
