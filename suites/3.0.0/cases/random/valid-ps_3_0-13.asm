// case: random/valid/ps_3_0/13 (validate)
// expect: valid
// case: random/assemble/ps_3_0/13 (assemble)
// expect: the tokens of valid-ps_3_0-13.bin
// origin: random seed 1 ps_3_0 #13
ps_3_0
defi i2, 1, 0, 2, 0
dcl_fog v1
dcl_cube s2
dcl vFace
defb b0, true
dcl_blendindices7_centroid v8
def c39, 0.0, 0.25, 2.0, -1.4318805e-5
def c46, -0.5, 1.9116346e-11, -1.7747648e-15, 1.40702e24
defb b9, false
dcl_cube s11
dcl_cube s1
def c61, 1.0, -2.0, 2.0, -1886830300000000.0
dcl_texcoord7_centroid v3
dp4_sat r5, c3.wywx, c3
nop
if_eq -v8_abs.x, c3.z
    abs_sat r28, v8
    frc_pp r23, v8.wzy
    m3x3 r6.xyz, r28, c122
    dp2add r12.zw, -r28_abs.xxzw, r23.xwwz, r5.y
    m3x4 r3, r23.zzzy, c14
    frc r27, -v1.wxz
    nop
    loop aL, i2
        dp3_sat r19, c2.wzxz, v3[aL]
        nop
        nrm r27.xyz, r28.wyyz
        nrm r3, c3
        rcp r30.yz, r23.y
        dsy r22, c3
        mul r3, r22.wxxw, c223
        mov r15, v3.zyyw
        crs r1.z, v1, r5_abs
        crs r16.xz, v8[aL], c223
        setp_gt p0.xzw, r28_abs.yyw, c223.zxzy
        min_sat r0, c1, v1_abs.wyzy
        cmp r8, v8, r23, r3.xyxz
        min r12, c3.xxw, r19
        texldp_pp r24, v1, s2
        breakp p0.w
        m4x4_sat r6, -r8, c75
        rcp r13, r19.x
        dp2add r12.yz, r22_abs, v8[aL], -v8[aL].y
        m3x4_pp r23, -v3[aL]_abs.yzyw, c109
        log r18, r3.y
        break
        pow_pp r0, c223.x, v8[aL].y
        texldl r14, r6, s1
        texldb r25, v1, s2
        setp_gt p0.xyz, vFace.x, r27.wywz
        break_lt v1[aL].z, r30.z
        breakp p0.x
    endloop
endif
min_pp oC0, v1, c0.xwyw
mov_pp oC1, c2.wyyx
mad_pp oC2, -v1_abs, -r5_abs, c0
