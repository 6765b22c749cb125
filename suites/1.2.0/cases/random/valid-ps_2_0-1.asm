// case: random/valid/ps_2_0/1 (validate)
// expect: valid
// case: random/assemble/ps_2_0/1 (assemble)
// expect: the tokens of valid-ps_2_0-1.bin
// origin: random seed 1 ps_2_0 #1
ps_2_0
dcl v0
def c8, 3.2214482e27, 1.0, 0.5, -3.947542e-17
dcl_centroid t6
def c2, 1.0, 0.25, 2.8186186e-20, -2.0
dcl t4
dcl_centroid t5
dcl_cube s10
dcl v1.zw
log r5.xyw, c1.z
rcp r10, t4.w
texld_pp r2, t4, s10
m4x3 r0.xyz, r10, c25
m4x3_sat r2.xyz, r10, c18
sub r6, -r2.w, -v0.w
m3x2_sat r0.xy, t6.yzxw, c28
m3x3_pp r3.xyz, -v0.x, c3
texldp_pp r1, t5, s10
nop
mad_sat r6.xy, -v0.x, r1, -r5
rcp r6.xw, r1.w
mov r5, t6
m3x4 r10, r6, c12
dp4 r2, -r6, -r1.w
nrm r10, -c3
m4x3 r6.xyz, -t6, c7
m3x3 r8.xyz, -r5, c18
cmp r4, r2.z, c0.x, v0
m3x2_pp r4.xy, v0, c6
lrp r2, t6, -r3.x, c31
m4x4 r3, -t6.y, c6
add r3, c2, -c3
nrm r8.xyz, t4
exp r5.yzw, r2.z
max r6.x, r0.zxyw, r6.zxyw
texkill r2
m4x4_sat r3, r4.y, c8
nop
mad r6, c2.y, c1.x, -r6.y
mov oC0, c1
mov oC1, c31
