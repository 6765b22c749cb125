// case: random/valid/ps_3_0/16 (validate)
// expect: valid
// case: random/assemble/ps_3_0/16 (assemble)
// expect: the tokens of valid-ps_3_0-16.bin
// origin: random seed 1 ps_3_0 #16
ps_3_0
def c58, 1.0, 1.0, 4.0, 0.25
dcl_cube s7
defb b7, false
defb b3, true
dcl_2d s14
dcl_cube s9
defi i13, 1, 4, 2, 0
defi i6, 4, 4, 1, 0
dcl_color10 v0.x
crs r23.y, -c223_abs, c2_abs
add_sat r24.xy, -c0_abs, c3_abs.wzy
mad r31, c0_abs, -c2_abs, c0_abs
abs r25.yzw, -r31_abs.wwwz
m3x2_sat r7.xy, r31, c123_abs
log r13, c0_abs.w
dsy r28, r31.wyx
nrm r5, c0_abs
sincos r5.x, v0.x
texldl r9, r5, s9
m3x4 r31, r13.zyxz, c155_abs
nrm r4, c2_abs.ywwx
rep i6
    dp4 r4, r31_abs.ywxy, r9.xwxy
    m4x3 r3.xyz, r31, c146_abs
    texld r3, r31, s9
    callnz l854, b15
    m4x3 r19.xyz, r28.yywx, c189_abs
    dp3 r0, -c223_abs.xzxz, -c1_abs
endrep
mad oC0, -c0_abs.zxxw, c0_abs, -c1_abs.yxyx
max_pp oC1.xz, c3_abs, r28
min_pp oC2, -r5.zzxw, r9_abs
add_sat_pp oC3.y, r28, -r31_abs
ret
label l854
nrm_pp r25, -c3_abs
call l861
add r4, -r9_abs.wxwy, c1_abs.wx
log_pp r20, -r5.w
dp2add r14, -c0_abs.yxyz, -r13.zywz, c3_abs.y
dp2add_pp r27, r4_abs.yzx, -c3_abs.xz, r23.y
if !b4
endif
ret
label l861
dp4 r5.xz, c3_abs, -r9
texldl r19, r13, s9
exp r17.z, -r28.w
cmp_sat_pp r10, -r4, c1_abs, r28
mad_pp r27, r10_abs, -c0_abs, c3_abs.xxyw
m4x4 r4, r28.zzw, c7_abs
setp_le p0.xw, r23.yxwy, r5
pow r17, r13.y, c3_abs.y
ret
