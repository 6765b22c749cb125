// case: random/valid/vs_3_sw/19 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/19 (assemble)
// expect: the tokens of valid-vs_3_sw-19.bin
// origin: random seed 1 vs_3_sw #19
vs_3_sw
dcl_position v2
dcl_binormal13 o4.xyz
dcl_fog7 o11.zw
dcl_texcoord2 o2.x
dcl_normal o7.yzw
dcl_binormal o7.x
defb b21, false
dcl_tangent15 o2.y
dcl_normal15 o4.w
dcl_normal4 o8
dcl_cube s3
def c2, 1.0, 4.0, 3.0504663e27, 0.5
dcl_normal7 o2.z
def c16, 4.8110662e-27, -1.0, -0.5, 0.125
dcl_texcoord12 o6
dcl_tangent2 o1.x
dcl_position o0
dcl_binormal8 o11.xy
dcl_texcoord5 v11
defb b12, false
defi i62, 1, 3, 1, 0
defi i47, 2, 1, 1, 0
dcl_binormal6 o2.w
dcl_blendweight10 o1.yzw
def c13, 0.125, 2.0, 7.682596e-18, 0.5
dcl_binormal9 v3
dcl_texcoord10 o10
m3x3_sat r3.xyz, v2, c3943
sgn r2, v11
frc r9.xyw, v11
max r7.xy, -r2_abs, r9
lrp r1.zw, c0_abs, c2, r2
lit r25, c0
m4x4 r13, v2, c3128
crs r18.xy, -c3, -v11_abs
slt r19.yw, c0.wwzw, c8191_abs.wxz
callnz l959, b12
lrp_sat r3, v2.wyyx, r9.yxy, r25.wwwx
dp3 r11, r25, v3.zzxy
dp4 r2, v3, r11
if_le -r3_abs.y, r9.y
    sgn r14, c3.xwyx, r2, r3
    m4x3 r28.xyz, r25_abs, c8125
    log r22, -v11.y
    logp r23.xyz, -r9.w
    sub r4, r13.wxwx, v2.ywwx
    mad r5, -r14_abs.xw, r4, -v11
    if_ge v11.z, c8191.w
        rcp r6, c2.z
        min r9.z, -r6, r23
        rcp r23, r7_abs.x
        texldl r30, r14, s3
        max r19, -c2.zyyw, r7.xxy
        crs_sat r26.x, r4_abs, r23
        m3x3 r23.xyz, -r4, c4797
        dp3 r3, r23, -v2.wxyz
        texldl r6, r23, s3
        m3x2 r22.xy, r30.wywx, c5395
        dst r18.xzw, r6, c1_abs.zyyw
        rsq r17.xw, v11.y
        sgn r1.xyz, r25.yzxz, r3, r4
        sub_sat r25.y, r25.zwx, v11
        sgn r6.xy, v11.yyx, r1, r5
        abs r29, r11
        mov r8.xzw, r19.zy
    endif
endif
add o0, -v11, v3
max o8, v3.wzw, v2
max o1.x, r3, r19.wxw
min o1.yzw, -v11.yxzy, -v3_abs
min o7.x, r13, r11.yz
add o7.yzw, v2, -c3_abs.xyxy
min o2.x, c3, r25.zyxw
mad o2.z, -r1_abs.yw, r3, r11.xyxz
min o4.xyz, r3, c3
mov o4.w, -c3_abs.ywxy
min_sat o6, c0_abs, r2_abs.yxz
add o11.zw, -c8191_abs, c1
max o10, -c0.xxwy, r11.wzwy
ret
label l959
ret
