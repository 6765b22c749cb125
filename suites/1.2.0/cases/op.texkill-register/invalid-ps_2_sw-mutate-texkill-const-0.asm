// case: op.texkill-register/invalid/ps_2_sw/mutate-texkill-const-0 (validate)
// expect: invalid [op.texkill-register]
// origin: mutator texkill-const on random seed 1 ps_2_sw #0
ps_2_sw
def c26, 25.546028, 6.8604974e-22, 3.0633463e-22, -1.0
dcl_cube s13
dcl t6
dcl t0.xyw
def c61, -2.9964e27, -1.0, 0.5, 0.5
dcl v0.xz
defb b53, true
defb b11, true
def c60, 2.2160215e-26, 0.5, 4.925877e-38, 1.0
defi i4, 3, 1, 1, 0
dcl_2d s3
lrp_sat r13, -c1, c3, c3.wwx
dp4_sat r31.xw, -c2.zxzx, c3
texldp r16, r13, s3
texldb r2, t6, s3
nrm r20, c0
min_sat r20.yzw, c1.xyzy, t6.ywwy
crs_sat_pp r16.xyz, -r20, -c1
add r17.w, -c2.zwxy, t6
max r23.yw, r20, c0.yzwy
cmp r1.y, r20.yyzy, r17.wwxz, t6.xxy
pow_pp r13, -c2.w, t0.w
dp3 r18, c2.yyxz, -t6.zxwz
exp r25, r20.z
sincos_pp r15.x, -r31.x, c8190, c8191
cmp_sat_pp r23, c8191, r13, c1.zwyw
mul r4.xy, -r2, t6
mul r28, r2, c8191
dp2add r31.xy, -v0.zzw, t6.xxyx, r28.z
texldp r11, r18, s13
texldb r6, r18, s13
m4x4 r28, r23, c4453
min r28.z, c0, -r2
mov oC0, r23
mov oC1, r18
texkill c0
