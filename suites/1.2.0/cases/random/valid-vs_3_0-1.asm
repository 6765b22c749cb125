// case: random/valid/vs_3_0/1 (validate)
// expect: valid
// case: random/assemble/vs_3_0/1 (assemble)
// expect: the tokens of valid-vs_3_0-1.bin
// origin: random seed 1 vs_3_0 #1
vs_3_0
defi i12, 1, 1, 2, 0
dcl_psize o1
dcl_2d s3
dcl_position o0
dcl_normal15 o7.w
dcl_fog2 o7.xyz
dcl_2d s2
dcl_position v1
def c61, -2.0, 0.0, -7.801655e-12, -2087195000000000.0
defi i0, 2, 4, 1, 0
dcl_2d s1
dcl_tangent1 o10
dcl_fog1 o11.x
dcl_fog10 o11.yzw
min_sat r26, v1.yzzy, c3.yyz
expp_sat r15, c3.w
sub r29, -c2, r26.ywxw
m3x4 r28, r26_abs, c188
mov r19.y, r28.wzyw
lrp r9, c2.wwy, c255, r15
sgn r18.xw, r15
exp r10, r26.x
lrp r14, r9.zxwy, v1_abs, r29
log r3, -c0.z
exp r23.x, r26.y
expp_sat r6.xw, -c0.w
rcp r30, r26.z
sgn r29, -r28.wyz
call l1763
rcp r5.yw, r14.w
m4x4 r16, r30, c85
rep i12
    add r7.w, r15_abs, r16
    sub r8.y, c3_abs.yywy, r18.zxwy
    dst r28, r3_abs, r30.zxz
    call l298
    abs r3, c0
    dst r19.xyz, -r3_abs.wzwz, r14.xywz
    pow_sat r22, c2.w, c2.z
    log_sat r24.xzw, r29.z
    m3x2 r5.xy, v1.yyzw, c157
    mov r21, r29_abs
    pow r17.yzw, r16.y, c255_abs.z
    sge_sat r11.xz, v1, r15.zzyx
    dst_sat r20, r24.xwzx, r10.wzwx
    m3x4 r28, r3.xzxz, c249
    lrp r21.xy, c2, r29, c2
    sgn_sat r6, r3.wzzy
    if_ne v1.z, -c0_abs.x
        sub r25, r30.zywy, c1_abs
        if b9
            crs_sat r21.z, r20, r22
            dst r4.x, -r25_abs, r25
        endif
    endif
endrep
min_sat o0, -c3_abs.yzy, r14.xxz
mov o1.x, r16.z
add_sat o11.x, r6, -r29.wyx
add o11.yzw, r30.xxwx, c2
mul o7.w, r3.wzzx, -c1.wyyx
ret
label l1763
crs r7.xyz, r10, c0_abs
frc r12.xz, r26
lit r16, r6.xwxw
nrm r3.xyz, c1.zzxz
exp_sat r18, r30_abs.z
if_eq c2.x, c1.w
endif
ret
label l298
nop
min r8, r26, r3.xzwz
mad_sat r17.yzw, r28.wxyz, r3, r15
ret
