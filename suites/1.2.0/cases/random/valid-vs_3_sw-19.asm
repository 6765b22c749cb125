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
lrp_sat r3, v2.wyyx, r3.yxy, r25.wwwx
rsq r11, r1.w
texldl r21, r11, s3
exp r2.zw, r19.w
log r13, -c1_abs.y
m4x4 r22, v11, c3793
dp3 r4, r11, v2_abs
nrm r9, c2.xzzy
pow r3.xy, -c1.w, r21.x
exp r0.xz, r2_abs.z
slt r21, r4, c2.zzyz
m3x2 r18.xy, -r25, c6436
rcp_sat r19, r21_abs.w
call l1623
nrm r2, r25
dst r19.xzw, -r21.ywzw, r2.zzzw
if !b11
    mad r19, -r21.zyyw, r21.xxy, r11
    dp4 r22.z, r9_abs.wwyx, r19.xyxz
    dp4_sat r7, r13_abs, -v2.wxyz
endif
dp3 r22.xy, r13.wywx, c2
nop
mov r26, r4
min r10, r22, c8191
mov r20, r13
dp4 r28, -r13_abs.yzw, c2.wzzy
dp3_sat r26, r13, c8191.wzyz
mad o0, c8191, r25_abs, r4
mov o8, r11
mad o1.x, r0, c0.zyz, c0
add o1.yzw, r10, c8191
mov o7.x, c2.zyz
mov o7.yzw, r13_abs
add_sat o2.x, -c0_abs, r19
add_sat o2.z, -r11, r22.wyzy
mul o4.xyz, -r9_abs.yxy, r20_abs
max_sat o4.w, r25, r28.x
max o6, r10.xyxz, r25
min o11.zw, r1, r4.zwwy
min_sat o10, v2.ywzw, v3
ret
label l959
if !b10
    rep i47
        frc r4.yz, v3.yyz
    endrep
endif
ret
label l1623
m4x4 r0, -r3_abs, c6962
call l1296
lit r18.xzw, r11
sgn r21, r0_abs
ret
label l1296
m4x4 r31, r2.wyz, c198
mov_sat r15.xy, v3
texldl r30, r31, s3
m4x3 r23.xyz, r22, c7681
mad r31, c1, -v2.zyyw, r4
lit r14, r30.zy
ret
