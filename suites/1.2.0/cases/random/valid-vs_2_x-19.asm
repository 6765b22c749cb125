// case: random/valid/vs_2_x/19 (validate)
// expect: valid
// case: random/assemble/vs_2_x/19 (assemble)
// expect: the tokens of valid-vs_2_x-19.bin
// origin: random seed 1 vs_2_x #19
vs_2_x
def c63, 0.5, 0.0, 4.0, 0.5
dcl_position v6
def c56, 2.0, 0.5, -2.0, 3.496959e28
def c38, 4.0, -1.6425796e-15, -1.210423e-14, 2.0
defi i13, 2, 1, 2, 0
def c3, 1.0, -0.5, 0.25, 219840530.0
setp_le p0.xyw, c255.wzyw, c0.yxzw
if !p0.y
    nrm r19, -c0
    log r25, r19.w
    mova a0, -r19
    mov r10.yz, -c3.wy
    mad r5, -c0[a0.w].xzxw, c0[a0.y], c8[a0.w]
endif
mad r30, c2, c255.zyyx, c2.xyzy
mov r18.xzw, v6.wxyw
mov r20, -r18.xxzw
mova a0.xw, -c1.zw
mov r13, c8[a0.w].xwxy
pow r29, -r13.y, v6.y
nop
m3x3 r23.xyz, r30.ywyx, c47
sgn r23.z, c4[a0.x], r13, r20
(p0.y) frc r17, -c255.xywz
crs r26.x, -v6, c4[a0.w]
if b15
    min r8, -c4[a0.x].xyyx, c0[a0.x].yxzx
    max r8, c8[a0.x].xzzw, -r23.zxzy
    m3x4 r28, r29, c149
    if !p0.x
        m3x4 r16, r30, c67
        sgn r21.xy, -r30, r8, r16
        max r22, c255.zwzy, r29.xwyw
    endif
endif
mul oPos, -c8[a0.x].wzxz, r29
add oD0.yw, c3, c8[a0.x]
min oT0, -c0, c8[a0.w].zxzy
add oT1, -c8[a0.w].yywz, c4[a0.w].zyxy
min oT2.xy, r30.zxzy, c3
mov oFog, r18.w
