// case: random/valid/vs_3_0/8 (validate)
// expect: valid
// case: random/assemble/vs_3_0/8 (assemble)
// expect: the tokens of valid-vs_3_0-8.bin
// origin: random seed 1 vs_3_0 #8
vs_3_0
dcl_2d s1
dcl_fog5 o7.z
dcl_blendindices1 o1
dcl_binormal14 o8.zw
dcl_color8 o8.xy
dcl_fog3 o7.y
defb b13, false
dcl_texcoord12 v2
dcl_position o0
dcl_fog5 v7
dcl_cube s2
dcl_tangent12 o3.w
dcl_texcoord15 o3.y
dcl_binormal7 o2
dcl_tangent13 o9.x
dcl_color7 o5.xy
dcl_fog10 o6.zw
def c20, 0.25, -1.0, 0.5, 0.25
dcl_blendindices6 o5.zw
dcl_cube s3
dcl_position v9
dcl_fog15 o3.x
dcl_color14 o9.yzw
def c16, 0.5, 0.5, 2.562355e32, 0.0
dcl_normal15 o3.z
defi i11, 1, 3, 1, 0
dcl_psize o10
dcl_texcoord10 o6.xy
def c53, -1.0, 102264.88, 2.4384456e-29, 0.0
def c51, -1.0, 0.0, 0.25, -1.0
defb b3, true
dcl_blendindices4 o7.w
dcl_tangent4 o7.x
slt r15, v9.zxxz, c0.yyw
lit_sat r8.yzw, c2
logp r14.xw, c2_abs.z
rcp r24, c3.x
mova a0.z, -c0_abs.xxyw
m4x3 r30.xyz, v2[a0.z], c187
m4x3_sat r22.xyz, v7.zzwy, c196
m4x3 r2.xyz, v7_abs.wyz, c173
nop
m3x3 r13.xyz, v7, c236
abs r20.yw, r24
call l354
rep i11
    m3x3 r19.xyz, -r20.wyyw, c164
    slt r23, c255, v9[a0.z]
    expp r24, -r22_abs.z
    if b14
        break_ge r14.x, c3.x
        lrp_sat r7, r24.ywy, -v2[a0.z].xyxz, c255.wz
        lrp r5, v9_abs, c1, r23_abs
        texldl r19, r5, s2
        mul_sat r6, c2_abs.xxwy, v9[a0.z].wyxy
        sub r18.yzw, r2.wxyx, v7
    endif
    min r16, -r14.wwx, v7[a0.z].yyzw
    mova a0.yw, r16.yyzx
    if_gt v2[a0.w].x, v2.z
        log r3, -v9[a0.w].w
        lit_sat r14, v7[a0.y]_abs.yywz
        m3x3_sat r4.xyz, r2_abs.yyx, c25
    endif
endrep
add o0, v2[a0.z].zwy, c0[a0.z]
mov o10.x, c255_abs.w
add o1, v9.xyw, r24
mad o3.x, -v9[a0.z].zzxz, c8[a0.z].wzx, c8.xz
mov o3.y, c0_abs.wwyz
mad o3.w, v7[a0.z].xzy, r30.wzxz, c0[a0.z]_abs.xwyz
min o8.xy, -c1.xwxy, v9[a0.z]
add o9.x, r13.xywy, r24
mov o5.xy, c4[a0.z]
mov o7.x, c2
mov_sat o7.z, v9[a0.z]
add o6.xy, -r2_abs, c4[a0.z]
mul_sat o6.zw, c0.zyyx, -r8.zxy
mul_sat o2, -r15.wzxw, r24
ret
label l354
callnz l1430, !b0
log r2.xz, v2.w
min r27, c3_abs.yzxz, v2[a0.z].yzx
mad r5.xyw, -r15, c4[a0.z].ywy, v9[a0.z]_abs
loop aL, i11
    log r20, c0[a0.z]_abs.w
    nrm r11, -v9[aL]_abs
    log_sat r16, c2.w
endloop
ret
label l1430
setp_lt p0.xyz, c0, -r15
(p0.z) min r24, c0, -v7[a0.z]_abs.yzzw
rcp r14.yw, -v2_abs.y
setp_eq p0.xyz, v2.yzw, v2[a0.z].wz
ret
