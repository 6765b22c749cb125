// case: random/valid/ps_3_sw/9 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/9 (assemble)
// expect: the tokens of valid-ps_3_sw-9.bin
// origin: random seed 1 ps_3_sw #9
ps_3_sw
defb b59, false
defi i62, 4, 2, 2, 0
dcl_cube s8
dcl_volume s0
def c10, 0.125, 1.0, 1.0, 4.0
dcl vFace
dcl_volume s3
sub r9, c8191, c0
m3x3 r9.xyz, c0, c0
loop aL, i62
    rsq_sat r17, c3.w
    log_pp r28.xyz, c8191.y
    pow_sat r1, r17.w, c3.w
    texldd r17, r17, s8, c3, c2
    break
    crs r3.xz, -r1_abs, c3
    break
    if_lt vFace.x, r28.x
        rsq_sat r30.yz, c1.y
        cmp_pp r21, r1, c3.wyzx, r17
    endif
endloop
add oC0, c0.zyyx, c3
mov_pp oC1, c0.xzx
mov oDepth, c8191.x
