// case: random/valid/ps_2_x/10 (validate)
// expect: valid
// case: random/assemble/ps_2_x/10 (assemble)
// expect: the tokens of valid-ps_2_x-10.bin
// origin: random seed 1 ps_2_x #10
ps_2_x
defb b0, true
dcl t7
dcl_centroid v0
dcl_2d s0
defi i11, 2, 3, 1, 0
dcl_2d s4
dcl v1
defi i4, 2, 3, 1, 0
defb b5, true
sub r19, c31, v0
nrm_pp r9, -c31.yzyx
m3x2_pp r4.xy, -r9.wywx, c18
lrp r10.xyz, r19.xyyw, -t7.wwyx, c31.yzxw
dp4_sat r9, v1.zx, -v1
frc_pp r27, c3
min_pp r28.yzw, -c1.xzyz, t7
dsy r2, -c1
mad_sat r8.xzw, r27, -r19, -r27.yzxz
m3x3 r15.xyz, -r2, c3
add r12.w, r10.xxyz, c31.zx
exp r26, c31.y
texkill r9
dp4 r29.w, r26.zyxw, -c3.zxwz
pow r24, r4.y, c0.w
nrm r5.xyz, r24.xyxz
mov oC0, c0
mov oC1, r27
mov oDepth, c3.z
