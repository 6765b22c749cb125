// case: random/valid/ps_3_0/4 (validate)
// expect: valid
// case: random/assemble/ps_3_0/4 (assemble)
// expect: the tokens of valid-ps_3_0-4.bin
// origin: random seed 1 ps_3_0 #4
ps_3_0
dcl_volume s10
defi i11, 3, 4, 1, 0
dcl vPos.x
dcl_normal4_centroid v8
dcl_2d s13
dcl_2d s3
defi i4, 2, 2, 2, 0
nop
mul r2.x, c1, c2.zzxy
setp_ne p0.xzw, c223, c1.wzwy
mul_sat r21, c0.wxwy, v8
m4x4_pp r0, v8.w, c20
dp3 r20.xzw, c1.zwyz, r21
callnz l540, p0.w
lrp r4.yz, c2, -v8, c0
loop aL, i4
    call l540
    dp2add_sat r11, c0, r0.zwxy, r2.x
    texldp r7, r0, s13
    call l1551
    lrp r1.xyz, r11, r21_abs, r0_abs.xw
    texldp r1, v8, s10
    dp4_sat r12, c0.wyxw, r0
    rcp r6, r12_abs.x
    call l540
    abs r21.xyw, -r7_abs
    sincos r11.y, r2_abs.x
endloop
exp r10, c1.w
add r13.xy, c223, v8.wzwz
pow r11, v8.z, r13_abs.x
if b12
    exp r0, c2.x
    sincos r4.xy, -r21_abs.z
    min r17, r20.zxxw, r20.zxwx
    texldp_pp r10, r0, s13
    mul r30, r0, r10_abs.yzwz
    lrp r6, c3, r21.yyzx, -r17_abs.yzwz
    callnz l357, p0.x
    dp2add_sat r4, c0, -r10_abs, c0.w
    add r14, c1.xzxy, r4.wwy
    cmp_pp r10, r14.wyyw, r6.ywzw, c1.xyyx
    sub_pp r11, c223.yxxz, r30.wxw
    dsy_sat_pp r10.xyz, -r14_abs
    texldb r31, r14, s10
    m3x2 r10.xy, r31, c130
endif
min_pp oC0, v8, c3
mad oC1, v8_abs.wzyz, r21, r0
ret
label l540
dp3 r30, r0.yyx, c223.xzwz
sub r0, c3.wzwz, -r21
dsy_sat r18, v8.zxxy
call l357
m3x2 r27.xy, r21, c194
texldb r12, r0, s10
ret
label l1551
pow_pp r13.zw, r0.z, c3.z
callnz l357, b2
exp r14, r13.w
mad_pp r3, c0, c3, c3
m3x2_sat_pp r18.xy, r11.xzwx, c5
lrp_sat r25, r3, r21, c0.zyzw
mad r11, c223.zxxw, r25_abs, v8_abs
ret
label l357
abs r26, v8
texkill r26
pow_sat r28, r21.z, -r2.x
max_pp r12, -v8_abs, v8_abs.zyxz
sincos r1.y, c223.z
ret
