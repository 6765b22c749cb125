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
m3x3_pp r12.xyz, v8.yz, c38
pow r22, -v8_abs.x, c3.z
if b10
    log r3.zw, v8.x
    dp4 r28, r22, r22.yzx
else
    texldl r29, r22, s2
    call l240
    min r15.yw, c3.wyz, c0.xxwy
    mul r28.yzw, v8.zwx, c223
    mov r29, c0.xwyw
    add r5.yz, r29.yxyw, c223
    rcp_pp r30, c1.w
    mov r3, r30
    exp r30.yz, v3.y
    m4x4 r9, r3.ywz, c134
    texldp_pp r26, r30, s1
    log r13, c223.w
    sub r12, c1, r22_abs.yxxz
    loop aL, i2
        nrm_pp r14.xyz, v3[aL].wyzw
        crs_pp r11.yz, c0, r22
        cmp r2, r13.xyx, v3[aL].zxyx, r22_abs.wyzy
        dsy r8, v8
        texldp r14, r2, s11
        min r8, c223.xxxy, r2.yzwy
        cmp_pp r25.xz, c0.xwxz, v1.zyz, -r9
        nop
        rcp r13, v8[aL].x
        dp2add r12.yz, v1_abs, r12, -v1[aL].y
        break_eq r12_abs.z, r2.w
        sincos r18.y, r26_abs.y
        rcp r13, c223.w
        loop aL, i2
            dp3_pp r8, r29.zwx, r29.yxy
            dp2add r28.xzw, r30, r14.zwzx, c3.z
            min r0.xz, v3.zxxz, -r30.zywz
            abs r24, c3
            if_lt r26.x, c2.w
            endif
        endloop
    endloop
endif
mul_pp oC0, c1, v3.yyxy
mul_sat oC1, v1, r22.wz
add_sat oC2, c3.wxxy, r12.xzxy
ret
label l240
texldp r5, r22, s2
crs_sat_pp r4.z, r22, c1
ret
