// case: random/valid/vs_3_0/18 (validate)
// expect: valid
// case: random/assemble/vs_3_0/18 (assemble)
// expect: the tokens of valid-vs_3_0-18.bin
// origin: random seed 1 vs_3_0 #18
vs_3_0
defi i3, 1, 0, 2, 0
def c62, 0.0020027843, 0.25, 0.125, 0.5
dcl_color10 o7.xy
dcl_texcoord15 o10.xy
dcl_position o1
dcl_color14 o10.zw
dcl_position v4
dcl_volume s3
dcl_cube s0
def c13, 0.0, 79078.51, 0.25, -6.047821e-7
def c53, 0.5, -1.0, -1.0, 1.2976222e-33
dcl_binormal5 o7.zw
def c6, -1.0, -2.0, 0.25, 2.0
mul r3.xz, v4.yzyw, v4.zwz
dp3 r15.z, c0, c255
sincos r28.xy, r15.z
if !b2
    logp r2.yz, c255.x
    log r10, v4.y
    rsq_sat r17.z, c3.x
    mad r11, c3, v4, v4.zzxz
    mov r1, c255_abs.wwxz
    sge_sat r10.y, -r11_abs, r10
    call l1366
    exp r1.yz, -r1_abs.w
    expp r5, r11.x
    rsq_sat r23, r1.y
    m4x4 r1, r5.wyw, c1
    mova a0, r10
    sgn_sat r2, c4[a0.y]
    m4x4 r30, -v4[a0.x], c251
    min r7, v4.wzy, c0.zzxw
    mul_sat r1, r1, c4[a0.x]
    sge r19, c0[a0.y].zwyz, c255
    dp3 r9, r5, -v4[a0.y]
    loop aL, i3
        nrm r20.xyz, c8[a0.x]
        dp3_sat r11.yzw, -r30, r7
        slt r30, -r1.xyx, c4[a0.z]
    endloop
endif
mad o1, c0.xzzw, v4.yxzx, c3.wxxy
add o7.xy, -r28_abs, v4.wzxy
max o7.zw, -c255, c1_abs.wxxw
mad o10.xy, v4_abs.xxzx, -v4_abs, c255.wywz
mul o10.zw, c1.xzyx, c255.wxw
ret
label l1366
mov r12.w, v4
exp r2, r2_abs.y
exp r17, -c1_abs.z
lrp r18, r2, r11.wywx, c3
rcp r20.xzw, c0.y
sub r29, r18_abs, v4.yzwy
add r29, r11, r2_abs
ret
