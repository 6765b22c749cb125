// case: random/valid/vs_2_0/19 (validate)
// expect: valid
// case: random/assemble/vs_2_0/19 (assemble)
// expect: the tokens of valid-vs_2_0-19.bin
// origin: random seed 1 vs_2_0 #19
vs_2_0
dcl_blendweight3 v11
dcl_blendindices10 v8
def c33, -0.5, -0.5, 2.0, 4.0
dcl_position v3
defb b10, true
defi i14, 1, 0, 1, 0
rsq r1.x, c2.w
loop aL, i14
    m3x4 r5, v8, c197
    rsq r6.w, -v3.w
    if !b3
        logp r8, v11.w
        frc r8, c0
        min r0, -c1, -c2
        m4x4 r11, -r8.zwwy, c112
        m4x4 r4, r0, c119
        add r7, -c255, c0[aL]
        m3x4 r3, r4.zyzx, c21
        m3x2 r5.xy, -r7.wzxw, c217
        dp3 r3, v11, -c0[aL].yxyw
        min r1.yz, -v11.xzx, r3
        m3x4 r1, v8.xw, c48
        dp4 r9, r0, r1.zxwz
        lit r5.xy, -c4[aL].xxyx
        lrp r2, v3, -c0[aL], r3.wwyz
        nrm r8.xyz, -c4[aL]
        callnz l10, b9
        pow r11, r3.y, r5.w
        dp3 r3, r0.wyxy, c0[aL]
        pow r0, c3.x, -r5.x
        sgn r3.y, -c4[aL], r0, r1
        mov r3.y, c0[aL].yxxy
        sgn r7.xy, r5, r2, r3
        pow r11.xyz, r9.z, r9.z
        dst r10, -c3.wzyw, r5
        min r4.xz, c8[aL], c3.xwyx
        dp4 r1, r9.wyzw, r5
        lit r6, -r9
    endif
    crs r5.z, c0[aL], -c2
    max r0.yzw, -v8.xxwx, c8[aL].ywwz
    add r0.xyz, -c8[aL].xzy, c4[aL]
    frc r2, r5
    mad r5.x, c8[aL], -v8.xxzy, r5
endloop
mul oPos, c255.yzzx, -c255.wyyw
add oD1, -c1.zxyz, v11.xxwz
min oT0.xy, v8.yzwz, -c1.xzxy
add oT1, c3, c1.ywxy
mul oT5.x, c2.wwyz, c0.wxw
mul oT6, -v8, c3.xxyz
mov oPts, c1.x
ret
label l10
lrp r2, r4, -r11.xyxy, r8
ret
