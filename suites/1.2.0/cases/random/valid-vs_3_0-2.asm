// case: random/valid/vs_3_0/2 (validate)
// expect: valid
// case: random/assemble/vs_3_0/2 (assemble)
// expect: the tokens of valid-vs_3_0-2.bin
// origin: random seed 1 vs_3_0 #2
vs_3_0
dcl_blendindices11 o6
dcl_tangent12 o5.zw
dcl_blendweight6 o11
dcl_2d s1
dcl_2d s0
dcl_normal5 o5.xy
dcl_fog12 v8
def c50, 0.25, 0.5, 0.25, 24095.23
dcl_color10 o4.zw
dcl_tangent1 o4.xy
dcl_blendindices4 o7.x
dcl_texcoord9 v13
dcl_fog6 o10.w
dcl_texcoord14 o3.xy
dcl_position v7
defi i15, 1, 3, 2, 0
dcl_texcoord5 o3.zw
dcl_blendweight12 o10.x
def c10, 0.0, -2.0, 0.0, 0.0
dcl_binormal13 o10.y
def c8, 0.5, -2.0, 0.25, 0.0
dcl_position o0
dcl_binormal o7.yzw
dcl_normal o10.z
dcl_2d s3
logp r11, -c1_abs.x
nrm r13.xyz, v13
nop
slt_sat r20.yz, c3, c2
texldl r23, r11, s3
m3x2 r21.xy, v7.yxyz, c103
abs r27, r11.wxzw
if_lt c1.y, c3.w
    m4x3 r22.xyz, v7_abs, c85
    sge r26, v13_abs, c3.wxxw
    add r4, c2, c1.ywwy
    mov r25, -r11_abs
    m3x4 r7, r25, c142
    nrm r12.xyz, v8.zwwy
    lit r13, r26
    sgn r27, c1_abs.xxw
    m3x3 r25.xyz, r12, c162
    m3x2 r12.xy, v7, c215
    exp r23.w, r27.z
    logp_sat r0, r27.y
    crs r29.xz, c2, c3
    mad r5, -r13_abs.xxwx, r0, c3.xxxz
    texldl r26, r4, s0
    add r0, -c255, r7.zy
    sub r30, r0, r5.zzzx
    nrm r13.xyz, r25.zyzx
    call l426
    mul_sat r6.xyz, c255, c2.wzxw
    m3x3 r27.xyz, r0, c204
    slt_sat r12, r27, r0.yywy
    frc r19, r13.yxy
    if b0
        rep i15
        endrep
    endif
endif
add o0, c1, v13_abs.zwz
add o3.xy, v8.zxxy, -r13_abs
mul o7.x, c3.xyxy, c1
add_sat o7.yzw, c2, c255_abs.wwyx
min o10.x, r23_abs.xyzy, v8.yzwx
add o10.y, -c255_abs.zwyx, -r27_abs.zyx
mov o10.z, -c1
max o10.w, v13, -c255
mad_sat o5.xy, c2, r11_abs, v13_abs
max_sat o11, c255_abs.yzyz, -r23
mad o4.xy, -v8, c1, -c2_abs
min o4.zw, c1, -v13_abs
ret
label l426
rcp r19.xzw, c1.x
ret
