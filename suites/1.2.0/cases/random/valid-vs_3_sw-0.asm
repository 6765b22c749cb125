// case: random/valid/vs_3_sw/0 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/0 (assemble)
// expect: the tokens of valid-vs_3_sw-0.bin
// origin: random seed 1 vs_3_sw #0
vs_3_sw
dcl_position o0
dcl_texcoord3 o8
dcl_2d s1
dcl_position v6
dcl_texcoord11 o1
dcl_normal13 o7.yzw
defi i5, 4, 1, 2, 0
dcl_normal7 o7.x
dcl_cube s2
dcl_2d s3
def c56, -2.0, -2.0, 1.0, -9.1580935e33
defi i3, 3, 1, 2, 0
defb b39, false
loop aL, i3
    min r31.yz, -v6.xwwz, -c1.zwzx
    pow r2.xz, c0[aL].z, c1.z
    rsq r11, c1.y
    m4x3 r21.xyz, v6.wzwz, c5146
    mul r13.zw, v6.xzwz, v6[aL].yywx
    max r27, r11.zywx, c4[aL].ywyw
    callnz l1946, b10
    texldl r30, r11, s2
    log r26, -c8[aL].x
    sub r15.x, v6[aL].wzwx, r11.xywx
    mul r28, c8191, c1
    crs r12.xy, -c8[aL], -r27_abs
    break_gt -r30.x, -c0_abs.y
    rep i5
        log r1, r27.w
        add_sat r10, c3, v6[aL]
    endrep
    rsq r14, -r31.y
    m3x3 r6.xyz, r28_abs, c1960
    m3x2 r10.xy, r26_abs, c4620
    pow r20, -r28_abs.x, r30_abs.x
    lrp r6, c3.yxz, c3.yywx, c8191.zzy
    m4x4 r14, r11.wyz, c2889
    lrp r21, -c0[aL].wwzw, -r10_abs.x, c8[aL]
    nop
    exp r30.z, c1.w
    break
    mov r7, r27
    expp_sat r9.x, r20_abs.w
    rsq_sat r7, c8191.w
    lit r20, r30
    rcp_sat r31, c8191.x
endloop
max_sat o0, c3, c3
min o7.x, c0.zyz, c0
min_sat o8, c0.zxyw, c0.xyzx
ret
label l1946
expp r4, c1.y
mov r3, c0.yzwx
rsq r30.xyw, -c1.w
min r7, -c0, c8191.wxz
dp4 r3, -c8191_abs, -r27.xxzw
m4x4 r17, r3_abs, c7429
mad r2.x, c2.zyz, r27, r17.yzw
ret
