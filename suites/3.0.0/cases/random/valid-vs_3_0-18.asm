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
nrm r26, -c0_abs.xzwz
expp_sat r27.xyz, -c1.x
lit r29, c2
exp r10, r29.z
slt_sat r9, c1_abs.zwz, v4
if b9
    call l358
    mova a0, c1
    min r14, c8[a0.w].wxxw, r10
    log r18.y, r10.w
    m3x2 r15.xy, -r29, c196
    texldl r14, r26, s0
    rcp r21, c4[a0.y].w
    rep i3
        mad r1.yz, -c0[a0.y]_abs, r26.zx, r21.xxy
        lrp_sat r25.yz, r29_abs, c1.wyw, r27
        lrp_sat r11, -c3, -r14, -v4[a0.x].wwz
        lit_sat r3, r11
        if b14
            exp r31.yzw, -r1.y
            dp4 r11, c0[a0.w], r3
            break_le r31.y, c3.x
            nrm r2, -v4[a0.y]
            mova a0, -r3.xy
            dp4 r25, v4[a0.y], c8[a0.y].yzx
            m3x4 r18, v4[a0.y]_abs.zwyx, c228
        endif
    endrep
endif
mov o1, r29
mad o7.xy, r29.xzzw, r26.yxzx, v4.wxxy
add o7.zw, -c3_abs, v4.wzxy
max o10.xy, -r26, c0_abs.wxxw
mad o10.zw, c3_abs.xxzx, -v4_abs, c3.wywz
ret
label l358
dp3 r24, -r9_abs, -c1
lrp r2, r29.ywx, -c3.wwwz, r9
max r30, r24.wzw, r9.wyyz
lrp r5.xyw, r9, c3.yyyw, r10.ywwz
call l1373
frc r29, c3.xzxz
sge r31, -c3.ywwy, r2_abs.yxy
expp r10, c0.x
ret
label l1373
sge r1, c1, -r9.wwyx
sge r3.xyw, r2.wz, r24
lit_sat r18, r27.yzx
rep i3
    lrp_sat r7, -r18_abs, v4, r29
    dp3 r12.yzw, c2.yzy, -v4_abs.wzyz
    sub r1, c255.yyw, r24
    logp r26, -r2.w
endrep
ret
