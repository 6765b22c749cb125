// case: random/valid/vs_3_0/5 (validate)
// expect: valid
// case: random/assemble/vs_3_0/5 (assemble)
// expect: the tokens of valid-vs_3_0-5.bin
// origin: random seed 1 vs_3_0 #5
vs_3_0
dcl_normal8 o10
dcl_position o8
dcl_texcoord3 o0.xyz
dcl_2d s0
defb b8, false
dcl_position v2
defb b13, false
dcl_color14 o9.x
dcl_fog1 v0
dcl_texcoord8 o6.yzw
defi i6, 4, 0, 2, 0
dcl_tangent15 o7.xy
dcl_2d s1
dcl_normal8 v7
dcl_binormal13 o4.w
dcl_normal7 o6.x
dcl_texcoord4 o0.w
dcl_tangent7 o4.xyz
dcl_normal4 o7.zw
dcl_color13 o9.yzw
crs r29.xz, v7_abs, c0
lrp r26.xyw, v7.zzxy, c0, v7
nop
setp_eq p0.z, c1, v0.xwzy
crs r9.xyz, -c2, c255
dp3 r28, -r9, -c1.wyxy
m4x4 r27, v7_abs.xyxz, c215
add r5, c255.wxyx, -c1
pow_sat r13, -r9_abs.y, c0.x
call l1904
if_le -v0_abs.x, c255_abs.y
    m3x2 r26.xy, -r27, c220
    abs r19.zw, c0.xxyx
else
    m4x4 r10, v2.zwwz, c225
    mova a0, v0.zxw
    dp4 r16, c8[a0.z].wyzw, c4[a0.w]
    mad_sat r13, v0[a0.z].yyyz, r5, -v0[a0.y]
    log_sat r18, -r16.w
    add r8.x, r5, r29.zzw
    max r25, c0[a0.w], r16.yzyw
    sge r28, -c0[a0.y], r18_abs
    abs r30.xyz, r27.wxwz
    pow_sat r14, v7[a0.z].y, r13.x
    rep i6
        mov r7, c0[a0.w].zwyw
        abs r8, -r10
        nop
        breakp p0.z
        sub r18, -r5_abs.zxyx, c8[a0.w].yxxz
        mul r3.yzw, c4[a0.z].wxwz, c4[a0.y]
        max r21, -c0[a0.z]_abs.wzzy, v7[a0.x]_abs
        sge r12.z, r13, r5_abs
        sge r9, c0[a0.x], v2
        callnz l1904, !p0.z
        mul r24, r7.zzx, c2
        break_lt r26.w, r18.w
        slt r10.x, v2[a0.x], r10
        log r2, v7[a0.y].y
        log_sat r30, v0[a0.w].x
    endrep
endif
mad o8, v0, c1.yywx, r27_abs.ywwx
mad o0.xyz, c255, -r28_abs.zzxz, -v7_abs
min o7.zw, v2, r5
mul o4.xyz, r27.wyxy, r13
min o4.w, r13, r5.zwzy
min o6.x, c0_abs, c1.xyyw
max o6.yzw, c1, -v2.xwzy
mov o9.x, v7.ywx
mad_sat o9.yzw, v0.xwzy, r13, r27
add o10, -r13_abs.xzzw, -c3_abs
ret
label l1904
mov r10, v7
callnz l327, b14
m4x4 r6, r13_abs, c102
setp_gt p0.x, -r10.wzyx, r26.xyw
mov r9, -r27_abs.xzzw
nrm r15, c255
ret
label l327
dst r16, -r27_abs, r26
sgn r19.zw, c3
rcp_sat r13, v0.z
m3x4 r1, r10.yywx, c122
mul r25, c3.ywwx, v0_abs.xwzy
expp r14, -r13.y
rep i6
endrep
ret
