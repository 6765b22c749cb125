// case: random/valid/ps_2_x/8 (validate)
// expect: valid
// case: random/assemble/ps_2_x/8 (assemble)
// expect: the tokens of valid-ps_2_x-8.bin
// origin: random seed 1 ps_2_x #8
ps_2_x
def c11, -1.0, 4.0, -0.5, -0.5
dcl v1.xyz
def c3, 1281814800000.0, -1.20058705e36, -1.0, 4.0
def c12, 948471250000000.0, 2.0, 0.125, -2.0680686e-19
dcl_centroid t3.yw
def c4, 1.544554e19, -1.0, 1.0, 0.25
defb b10, true
dcl t5
dcl_2d s14
defi i0, 4, 2, 1, 0
dcl t4.xyz
dcl_cube s10
if !b0
    nrm r21.xyz, c0.zzyw
else
    min r30.z, c0.xw, -t5.wwxz
    if b10
        log r4.xyw, -c2.x
        max_pp r9, -c31.zxwy, c31.xzyw
        abs r1.z, c2.xwx
        dp4 r1.x, c0.zxyz, r9.yyyx
        add r27, r4.xxwy, -c0.xxyw
        mov_sat_pp r20, r9.xwwx
        m4x3_sat_pp r0.xyz, r27, c23
        dp4 r18, -c2.xwwz, r20.zwy
        pow_pp r31.y, c3.y, v1.x
    endif
endif
mov oC0, c2
mov oC1, c0
