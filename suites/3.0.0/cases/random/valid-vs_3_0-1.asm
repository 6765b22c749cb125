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
frc r26, -v1
dp3 r5, c0, c0
call l896
mova a0, r26
crs_sat r30.xy, c4[a0.x], v1[a0.w]
callnz l331, b14
mov r19.y, v1[a0.z].wzyw
lrp r9, c255.wwy, r26, v1[a0.z]
sgn r18.xw, c255
exp r10, r5.x
lrp r14, c0[a0.x].zxwy, c0[a0.z]_abs, v1[a0.w]
rsq r3, -r10.z
dp4 r23.x, c8[a0.z], r3.zzy
m4x4_sat r7, r26.wxxw, c126
sge r19, r9, c0[a0.w].xxyz
add r30.yzw, -r26_abs.wxxw, r9
nrm r2.xyz, c8[a0.z].wxyx
m4x4 r8, -v1[a0.y], c101
loop aL, i0
    dst r28, c0[a0.x], r5.zzzx
    dp3 r12, c4[a0.x], v1[a0.y]
    pow r18, r10.z, -c0[a0.y].y
    break_ne r12.z, c4[aL].y
    expp r19.xyz, c8[a0.x].x
    m4x4 r19, -r28_abs.wxxw, c118
    rep i0
        expp r30, -c0[a0.x].y
        m4x4 r31, r3.ywwy, c94
        expp r25, r2.y
        lit r0.xyw, v1.wwwx
        if b2
            callnz l691, b11
            add_sat r11.xz, c0[a0.z], v1[a0.y].zzyx
            dst_sat r20, r10.xwzx, c0.wzwx
            abs r25, -v1[a0.z].xxxw
            pow r21, v1[a0.x].y, c8[a0.z].w
            max_sat r13, c0[a0.y].zyzx, r18
            crs r10.z, c8[a0.z], r2
            expp r25.yzw, v1.x
        endif
    endrep
endloop
mad o0, c8[a0.x].wwxw, c8[a0.x], v1
mov o1.x, c8[a0.x]_abs.w
max_sat o11.x, c8[a0.x], -r30_abs
add o11.yzw, c0, -r8_abs.yzy
max_sat o7.w, c8[a0.x], v1[a0.x]
ret
label l896
dp4 r12.xyw, c0.zwz, -r5_abs
ret
label l331
lrp r12.w, c0[a0.z].wzzx, -v1.wyyx, r26_abs.xwzy
sub r17, c0.yxyz, v1.wzwz
lit r16, v1[a0.x].xwxw
frc r3, -c8[a0.x]
setp_gt p0, c0[a0.w].zxw, v1[a0.y]
sub r23.xz, v1[a0.y]_abs.wwwy, r5
rsq r16.yzw, c0.x
logp_sat r17, c0.z
ret
label l691
dp4_sat r31.xy, c4[a0.x].xwzy, r14.ywwx
lit r24, v1[a0.x].xyzx
if b11
    nop
    m3x4 r31, r28.yzyx, c238
    dp3 r23.yz, -c4[a0.y]_abs, v1[a0.w]
    m3x4 r30, r26_abs, c82
    dst_sat r11, c3.xz, r19
endif
ret
