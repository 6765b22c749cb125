// case: random/valid/vs_3_sw/12 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/12 (assemble)
// expect: the tokens of valid-vs_3_sw-12.bin
// origin: random seed 1 vs_3_sw #12
vs_3_sw
defb b31, false
dcl_position o5
dcl_volume s1
dcl_blendindices6 o0.x
def c34, 1.0, -2.0, 1.3126234e26, 2.0
defb b47, false
dcl_position v2
defi i31, 3, 3, 2, 0
dcl_blendindices3 o6.x
def c57, 0.5, 0.5, 1.0, 4.0
dcl_volume s3
dcl_tangent15 o6.yzw
def c41, 4.0, 0.5, 1.0, 4.0
dcl_normal6 o0.yzw
rsq r2.xyw, c2.w
m3x4 r27, v2_abs.yzxy, c3753
m3x2 r15.xy, v2.zzwy, c1845
min r25, -c1, r27
call l993
min_sat r12.xy, c3.wyyz, c0.zyz
mov_sat r24.z, c1
dp3 r0, v2, c1.yxwx
pow r22, c8191.w, r12.y
log r5.xz, c2.y
sub r10.zw, r27.zzw, r22_abs.zzyw
callnz l993, b14
mova a0, c1.wwwz
logp r17.xy, c3.y
m3x3_sat r19.xyz, v2[a0.x]_abs, c5775
sge r18, c8[a0.y].wxy, c2
slt r26, c8[a0.z], c0[a0.z]
dp3 r20.yw, v2.y, c4[a0.x]
nop
mova a0, c4[a0.x]_abs
abs r1, r26.ywyz
m4x4_sat r14, r5.zxxz, c4885
texldl r10, r18, s1
m3x3 r13.xyz, r18.wwxz, c5655
mul r28, -v2[a0.z], c8[a0.x]
lrp r0.w, c0[a0.x].zyxw, -c2_abs, -c4[a0.x].zxwx
dp3_sat r7, c0[a0.w], -r10.wzxz
rep i31
    sincos r4.y, r14.z
    m3x4 r7, r14.xzw, c6321
    m3x2 r27.xy, r7_abs, c3133
    if b5
        mad r11, -r18_abs, c1, c4[a0.y].xzyw
    endif
endrep
min o5, r14_abs, -r14
min_sat o6.yzw, r14, r10
mul o0.x, c4[a0.x], c4[a0.x].xywz
ret
label l993
lrp r19.x, c0.xyxz, v2, c3.zxy
expp r8.xy, r25.y
loop aL, i31
    crs_sat r3.z, c0[aL], v2[aL]
    abs r18, -r27_abs
    break
    nrm r16, v2
endloop
ret
